# uncaught: bool(1, 2)
bool(1, 2)
