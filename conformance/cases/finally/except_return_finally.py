# finally runs after return in except
def f():
    try:
        raise ValueError
    except ValueError:
        return "except"
    finally:
        print("finally ran")
print(f())
