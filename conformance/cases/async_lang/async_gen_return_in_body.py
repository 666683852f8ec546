# async language: a bare return ends an async generator with StopAsyncIteration
async def agen(n):
    for i in range(n):
        if i == 2:
            return
        yield i

async def main():
    return [x async for x in agen(10)]

try:
    main().send(None)
except StopIteration as e:
    print(e.value)
