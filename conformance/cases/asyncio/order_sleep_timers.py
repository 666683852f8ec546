# asyncio ordering: timers fire in deadline order whatever the creation order
import asyncio

async def sleeper(d, tag):
    await asyncio.sleep(d)
    print("woke", tag)
    return tag

async def main():
    r = await asyncio.gather(sleeper(0.06, "c"), sleeper(0.02, "a"), sleeper(0.04, "b"), sleeper(0, "zero"))
    print(r)

asyncio.run(main())
