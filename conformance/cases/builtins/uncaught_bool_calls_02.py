# uncaught: bool(x=1)
bool(x=1)
