# async language: decorated async functions, defaults, keyword arguments and closures
import functools

def logged(f):
    @functools.wraps(f)
    async def wrapper(*args, **kwargs):
        print("calling", f.__name__, args, kwargs)
        return await f(*args, **kwargs)
    return wrapper

@logged
async def add(a, b=10, *, scale=1):
    return (a + b) * scale

async def main():
    return [await add(1), await add(1, 2), await add(1, scale=3)]

try:
    main().send(None)
except StopIteration as e:
    print(e.value, add.__name__)
