# help() of a module next to the script: NAME, DESCRIPTION, CLASSES, FUNCTIONS, DATA, FILE
# flags: --allow-import _helpmod
import _helpmod
help(_helpmod)
help(_helpmod.Cache)
help(_helpmod.slug)
