# a fire-and-forget task that fails: "Task exception was never retrieved" on stderr
# compare: whole-stderr-user-frames
import asyncio

async def upload(name):
    await asyncio.sleep(0)
    raise ConnectionError(f"upload of {name} failed")

async def main():
    asyncio.create_task(upload("report.csv"))
    await asyncio.sleep(0.01)
    print("main finished")

asyncio.run(main())
print("after run")
