# anext() with and without a default, aiter() on an async generator, errors on non-async iterables
import asyncio

async def two():
    yield "a"
    yield "b"

async def main():
    g = two()
    print(aiter(g) is g)
    print(await anext(g), await anext(g), await anext(g, "default"))
    try:
        await anext(g)
    except StopAsyncIteration:
        print("StopAsyncIteration")
    for bad in ([1], 5):
        try:
            anext(bad)
        except TypeError as e:
            print(e)
        try:
            aiter(bad)
        except TypeError as e:
            print(e)

asyncio.run(main())
