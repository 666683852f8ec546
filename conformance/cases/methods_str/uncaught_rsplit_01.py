# uncaught: 'a'.rsplit('')
'a'.rsplit('')
