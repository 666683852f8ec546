# a callback that raises goes to the default exception handler; the loop goes on
# compare: whole-stderr-user-frames
import asyncio

def bad(x, label="tool"):
    print("bad", x)
    raise ValueError(f"{label} {x} broke")

def good():
    print("good")

async def main():
    loop = asyncio.get_running_loop()
    loop.call_soon(bad, 1)
    loop.call_soon(good)
    loop.call_soon(bad, "a long argument string that gets shortened", "x")
    fut = loop.create_future()
    fut.add_done_callback(lambda f: 1 / 0)
    fut.set_result(3)
    await asyncio.sleep(0.01)
    print("main done")

asyncio.run(main())
print("end")
