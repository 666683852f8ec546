# async/asyncio as CPython runs it: loop time monotonic
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    await asyncio.sleep(0.02)
    el = loop.time() - t0
    print(el >= 0.019, el < 1)
    print(loop.is_running(), loop.is_closed())

asyncio.run(main())
