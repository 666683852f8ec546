# asyncio ordering: a created task starts only when its creator yields
import asyncio

async def child(i):
    print("child start", i)
    await asyncio.sleep(0)
    print("child end", i)

async def main():
    t1 = asyncio.create_task(child(1))
    print("after create 1")
    t2 = asyncio.create_task(child(2))
    print("after create 2")
    await asyncio.sleep(0)
    print("main resumed")
    await t1
    print("t1 awaited")
    await t2
    print("t2 awaited", t1.done(), t2.done())

asyncio.run(main())
