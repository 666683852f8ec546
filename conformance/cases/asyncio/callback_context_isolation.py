# each callback gets its own copy: what one sets is not seen by the next, nor by the task
import asyncio, contextvars

request_id = contextvars.ContextVar("request_id", default=None)

def log(msg):
    print(f"[{request_id.get()}] {msg}")
    request_id.set("overwritten")

async def handle(rid):
    request_id.set(rid)
    loop = asyncio.get_running_loop()
    loop.call_soon(log, "scheduled by " + rid)
    await asyncio.sleep(0)
    print(f"task {rid} still sees {request_id.get()}")

async def main():
    await asyncio.gather(handle("r1"), handle("r2"))
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    request_id.set("main")
    fut.add_done_callback(lambda f: log("done callback"))
    request_id.set("main-later")
    fut.set_result(None)
    await asyncio.sleep(0)
    print("main sees", request_id.get())
    print(fut)

asyncio.run(main())
