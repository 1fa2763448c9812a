"""The application: CLI, configuration, the table loop (camera → vision → engine → display ← buttons), the journal."""
