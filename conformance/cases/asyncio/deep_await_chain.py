# async/asyncio as CPython runs it: deep chains of awaits suspended and resumed many times keep the call depth right
import asyncio

async def level(n):
    if n == 0:
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        return 0
    return 1 + await level(n - 1)

async def main():
    print(await asyncio.gather(*(level(150) for _ in range(5))))
    total = 0
    for i in range(200):
        total += await level(40)
    print(total)

asyncio.run(main())
