# coroutine.__await__() returns an iterator (coroutine_wrapper) that drives the coroutine
import types

@types.coroutine
def step():
    v = yield "yielded"
    return v

async def main():
    x = await step()
    return ("result", x)

c = main()
w = c.__await__()
print(type(w).__name__)
print(next(w))
try:
    w.send("sent")
except StopIteration as e:
    print(e.value)
