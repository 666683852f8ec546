# a misspelt attribute of an instance: the suggestion comes from the
# instance's own attributes (dir(obj) includes its __dict__)
class Config:
    def __init__(self):
        self.threshold = 0.5
        self.name = "cfg"

cfg = Config()
print(cfg.threshold)
print(cfg.treshold)
