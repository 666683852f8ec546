# an uncaught ExceptionGroup: the last stderr line is the group's closing border
# compare: whole-stderr
def f():
    raise ExceptionGroup("many", [ValueError(1), TypeError("t")])

f()
