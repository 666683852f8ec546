# uncaught OverflowError from int of inf
int(float("-inf"))
