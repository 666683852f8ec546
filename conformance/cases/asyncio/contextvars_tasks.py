# contextvars: tasks run in a copy of the context at their creation; set in a task stays in it
import asyncio
import contextvars

request_id = contextvars.ContextVar("request_id", default="none")

async def handler(n):
    print("handler", n, "sees", request_id.get())
    request_id.set(f"req-{n}")
    await asyncio.sleep(0)
    print("handler", n, "after sleep", request_id.get())
    return request_id.get()

async def main():
    print("main start", request_id.get())
    request_id.set("outer")
    t1 = asyncio.create_task(handler(1))
    request_id.set("changed")
    t2 = asyncio.create_task(handler(2))
    print(await asyncio.gather(t1, t2))
    print("main end", request_id.get())
    ctx = contextvars.copy_context()
    print(ctx[request_id], request_id in ctx, len(ctx))
    t3 = asyncio.create_task(handler(3), context=ctx)
    await t3
    print(ctx[request_id])

asyncio.run(main())
print("outside", request_id.get())
