# a custom exception class from __main__
class AppError(Exception):
    pass
def run():
    raise AppError("failed", 3)
run()
