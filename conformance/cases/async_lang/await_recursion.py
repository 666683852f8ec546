# async language: recursive coroutines awaiting each other
async def fib(n):
    if n < 2:
        return n
    return await fib(n - 1) + await fib(n - 2)

try:
    fib(15).send(None)
except StopIteration as e:
    print(e.value)
