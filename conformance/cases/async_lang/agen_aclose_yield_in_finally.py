# async generators: yielding while closing raises RuntimeError; ignoring GeneratorExit
import asyncio

async def stubborn():
    try:
        yield 1
    finally:
        yield 2

async def swallow():
    try:
        yield 1
    except GeneratorExit:
        print("got GeneratorExit")
        raise

async def main():
    g = stubborn()
    await g.__anext__()
    try:
        await g.aclose()
    except RuntimeError as e:
        print(e)
    s = swallow()
    await s.__anext__()
    await s.aclose()
    print("closed")

asyncio.run(main())
