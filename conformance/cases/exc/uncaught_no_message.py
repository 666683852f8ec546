# uncaught exception with no args prints just the type
raise IndexError
