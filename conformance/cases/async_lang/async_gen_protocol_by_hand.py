# async language: an async generator stepped by hand through __anext__().send
async def agen():
    yield 1
    yield 2

g = agen()
print(type(g).__name__, g.__name__)
aw = g.__anext__()
print(type(aw).__name__)
for _ in range(3):
    try:
        g.__anext__().send(None)
    except StopIteration as e:
        print("yielded", e.value)
    except StopAsyncIteration:
        print("exhausted")
