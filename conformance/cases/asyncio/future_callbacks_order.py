# async/asyncio as CPython runs it: done callbacks run in registration order, removal counts
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    out = []
    cb1 = lambda fut: out.append("cb1")
    cb2 = lambda fut: out.append("cb2")
    f.add_done_callback(cb1)
    f.add_done_callback(cb2)
    f.add_done_callback(cb1)
    print(f.remove_done_callback(cb1))
    f.set_result(None)
    await asyncio.sleep(0)
    print(out)
    f2 = loop.create_future()
    f2.cancel()
    print(f2.cancelled(), f2.done())
    try:
        f2.result()
    except asyncio.CancelledError:
        print("result raises CancelledError")

asyncio.run(main())
