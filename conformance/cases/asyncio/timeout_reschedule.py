# async/asyncio as CPython runs it: asyncio.timeout can be rescheduled and reports when/expired
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    async with asyncio.timeout(None) as cm:
        print(cm.when())
        cm.reschedule(loop.time() + 10)
        print(cm.when() > loop.time())
        await asyncio.sleep(0)
    print(cm.expired())
    try:
        async with asyncio.timeout(10) as cm:
            cm.reschedule(loop.time() + 0.01)
            await asyncio.sleep(1)
    except TimeoutError:
        print("expired after reschedule", cm.expired())

asyncio.run(main())
