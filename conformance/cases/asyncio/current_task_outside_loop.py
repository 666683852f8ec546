# asyncio functions that need a running loop, called outside one
import asyncio

for f in (asyncio.current_task, asyncio.get_running_loop, asyncio.all_tasks):
    try:
        f()
    except RuntimeError as e:
        print(f.__name__, e)

async def c():
    pass

co = c()
try:
    asyncio.create_task(co)
except RuntimeError as e:
    print("create_task", e)
co.close()
