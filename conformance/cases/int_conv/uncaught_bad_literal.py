# uncaught int() ValueError
int("twelve")
