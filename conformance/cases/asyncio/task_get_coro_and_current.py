# current_task inside tasks, get_coro, all_tasks contents
import asyncio

async def child(ev):
    me = asyncio.current_task()
    print("child is", me.get_name())
    await ev.wait()

async def main():
    ev = asyncio.Event()
    c = child(ev)
    t = asyncio.create_task(c, name="kid")
    print(t.get_coro() is c)
    await asyncio.sleep(0)
    names = sorted(x.get_name() for x in asyncio.all_tasks())
    print(names)
    ev.set()
    await t
    print(sorted(x.get_name() for x in asyncio.all_tasks()))
    print(asyncio.current_task().get_name())

asyncio.run(main())
