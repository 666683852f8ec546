# asyncio wait_for: timeout 0 on a done future returns its result, on a pending one times out
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    f.set_result("ready")
    print(await asyncio.wait_for(f, 0))
    async def never():
        await asyncio.sleep(10)
    try:
        await asyncio.wait_for(never(), 0)
    except TimeoutError:
        print("timed out at 0")
    try:
        await asyncio.wait_for(never(), -1)
    except TimeoutError:
        print("timed out at -1")

asyncio.run(main())
