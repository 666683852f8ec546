# async generators: return with a value is a SyntaxError; bare return ends the iteration
import asyncio

async def g():
    yield 1
    return
    yield 2

async def main():
    print([x async for x in g()])

asyncio.run(main())
