# async language: sending a value into a just-started coroutine is a TypeError
async def f():
    return 1

c = f()
try:
    c.send(5)
except TypeError as e:
    print(e)
c.close()
