# async language: StopAsyncIteration raised in an async generator body becomes RuntimeError
async def agen():
    yield 1
    raise StopAsyncIteration

async def main():
    try:
        async for x in agen():
            print(x)
    except RuntimeError as e:
        print(type(e).__name__, e)

try:
    main().send(None)
except StopIteration:
    pass
