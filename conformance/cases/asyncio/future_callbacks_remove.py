# Future.add_done_callback on done futures, remove_done_callback counts
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    def cb(fut):
        print("cb", fut.result())
    f.add_done_callback(cb)
    f.add_done_callback(cb)
    f.add_done_callback(lambda fut: print("lambda"))
    print(f.remove_done_callback(cb))
    print(f.remove_done_callback(cb))
    f.set_result(3)
    await asyncio.sleep(0)
    f.add_done_callback(cb)
    print("added after done")
    await asyncio.sleep(0)

asyncio.run(main())
