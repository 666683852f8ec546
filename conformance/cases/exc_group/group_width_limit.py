# an uncaught group of 17 exceptions prints 15 and "and 2 more exceptions"
# compare: whole-stderr
raise ExceptionGroup("wide", [ValueError(i) for i in range(17)])
