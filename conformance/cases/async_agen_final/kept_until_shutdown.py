# an async generator kept in a variable is finalized by asyncio.run's shutdown_asyncgens
import asyncio

async def ticker():
    try:
        n = 0
        while True:
            yield n
            n += 1
    finally:
        print("ticker finalized")

async def main():
    t = ticker()
    async for n in t:
        if n == 3:
            break
    print("left the loop at", n)
    await asyncio.sleep(0)
    print("main returns")
    return t

asyncio.run(main())
print("after run")
