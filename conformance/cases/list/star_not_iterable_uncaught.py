# an uncaught [*x] error
x = 42
print([1, *x])
