# Task names, set_name, done callbacks on tasks and their order relative to awaiters
import asyncio

async def work(x):
    await asyncio.sleep(0)
    return x

async def main():
    t = asyncio.create_task(work(1), name="first")
    u = asyncio.create_task(work(2))
    print(t.get_name(), u.get_name().startswith("Task-"))
    u.set_name(42)
    print(repr(u.get_name()))
    t.add_done_callback(lambda f: print("done cb", f.result()))
    r = await t
    print("awaited", r)
    await asyncio.sleep(0)
    print(await u)

asyncio.run(main())
