# asyncio timeout: timeout(None) never expires; reschedule, when(), expired() and repr states
import asyncio

async def main():
    async with asyncio.timeout(None) as cm:
        print(cm.when(), cm.expired())
        await asyncio.sleep(0.01)
    print("no timeout", cm.expired())
    try:
        async with asyncio.timeout(None) as cm2:
            cm2.reschedule(asyncio.get_running_loop().time() + 0.02)
            await asyncio.sleep(10)
    except TimeoutError:
        print("rescheduled expiry", cm2.expired())
    t = asyncio.timeout(1)
    print(repr(t))
    try:
        t.reschedule(3)
    except RuntimeError as e:
        print(e)

asyncio.run(main())
