# async generators: athrow of an exception the generator does not catch propagates and finishes it
import asyncio

async def agen():
    yield 1
    yield 2

async def main():
    g = agen()
    print(await g.__anext__())
    try:
        await g.athrow(KeyError("k"))
    except KeyError as e:
        print("propagated", e)
    try:
        await g.__anext__()
    except StopAsyncIteration:
        print("exhausted")
    g2 = agen()
    try:
        await g2.athrow(TypeError, TypeError("before start"))
    except TypeError as e:
        print("unstarted", e)

asyncio.run(main())
