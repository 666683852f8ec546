# function name and default attributes
def some_function(a, b=1):
    pass
print(some_function.__name__, some_function.__defaults__, (lambda: 0).__name__)
