# async language: StopIteration raised inside a coroutine becomes RuntimeError
async def f():
    raise StopIteration("inside")

c = f()
try:
    c.send(None)
except RuntimeError as e:
    print(type(e).__name__, e, repr(e.__cause__))
