# async language: asend delivers values to the yield expression of an async generator
async def acc():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x

async def main():
    g = acc()
    print(await g.asend(None))
    for v in (1, 2, 3):
        print(await g.asend(v))
    try:
        await g.asend(None)
    except StopAsyncIteration:
        print("done")

try:
    main().send(None)
except StopIteration:
    pass
