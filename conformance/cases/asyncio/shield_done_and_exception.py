# asyncio shield: a done future comes back as is; an exception passes through
import asyncio

async def bad():
    await asyncio.sleep(0)
    raise OSError("disk")

async def main():
    f = asyncio.get_running_loop().create_future()
    f.set_result(5)
    print(asyncio.shield(f) is f, await asyncio.shield(f))
    try:
        await asyncio.shield(bad())
    except OSError as e:
        print("caught", e)

asyncio.run(main())
