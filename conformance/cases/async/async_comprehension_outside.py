# an asynchronous comprehension outside an async function
def f():
    return [x async for x in y]
