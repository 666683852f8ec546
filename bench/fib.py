# Recursive Fibonacci: function-call overhead and small-int arithmetic.
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


print(fib(32))
