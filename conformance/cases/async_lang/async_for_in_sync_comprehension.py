# async for in a comprehension inside a plain function is a SyntaxError
def f(y):
    return [x async for x in y]
