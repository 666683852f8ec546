# filterwarnings("ignore") at the top silences every category, as LLM code does
import warnings
warnings.filterwarnings("ignore")
warnings.warn("hidden")
warnings.warn("hidden too", RuntimeWarning)
warnings.warn("dep", DeprecationWarning)
print(warnings.filters[0])
print(len(warnings.filters))
warnings.simplefilter("ignore")
print(warnings.filters[0], len(warnings.filters))
warnings.simplefilter("ignore", append=True)
print(len(warnings.filters))
print("done")
