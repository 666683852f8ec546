# async/asyncio as CPython runs it: retry backoff
import asyncio

attempts = 0

async def flaky():
    global attempts
    attempts += 1
    if attempts < 3:
        raise ConnectionError(f"attempt {attempts}")
    return "ok"

async def with_retry(fn, tries=5):
    for i in range(tries):
        try:
            return await fn()
        except ConnectionError as e:
            print("retry after", e)
            await asyncio.sleep(0.001 * (2 ** i))
    raise RuntimeError("gave up")

print(asyncio.run(with_retry(flaky)))
