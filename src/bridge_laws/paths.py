"""Where everything lives, from the one laws directory the user names.

``laws/`` holds ``sources/`` (the raw texts and ``sources.yaml``), ``corpus/`` (the YAML the build
writes), ``rulings/`` (one YAML file per ruling: the user's), ``glossary.yaml`` and ``situations.yaml``; the search
index and the site are built in ``build/index`` and
``site/`` of the *project*: the directory holding ``laws/`` when the laws directory is called
``laws`` (the repository's layout), else the laws directory itself — so ``--laws /x/mylaws`` never
writes to ``/x/site`` or ``/x/build``. Every stage asks this object instead of joining paths itself.

The program only ever replaces a directory that it built: the site carries :data:`SITE_MARKER`.
:func:`check_replaceable` refuses anything else (a checkout, the laws, a user's own folder).
"""

from __future__ import annotations

import errno
import os
import shutil
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .errors import BridgeLawsError

SITE_MARKER = ".bridge-laws-site"
# A site built before the marker existed: these three are only ever written together by the build.
_LEGACY_SITE = ("sw.js", "data/refs.js", "data/search-index.js")


@dataclass(frozen=True)
class Paths:
    laws: Path
    site_override: Path | None = None

    @property
    def project(self) -> Path:
        """Where the outputs go: beside ``laws/`` in the repository layout, else inside the laws dir."""
        return self.laws.parent if self.laws.name == "laws" else self.laws

    @property
    def sources(self) -> Path:
        return self.laws / "sources"

    @property
    def manifest(self) -> Path:
        return self.sources / "sources.yaml"

    @property
    def corpus(self) -> Path:
        return self.laws / "corpus"

    @property
    def glossary(self) -> Path:
        return self.laws / "glossary.yaml"

    @property
    def situations(self) -> Path:
        """The situation index (editorial): what happens at the table, per law."""
        return self.laws / "situations.yaml"

    @property
    def rulings(self) -> Path:
        """The rulings: one YAML file per ruling (:mod:`bridge_laws.rulings`)."""
        return self.laws / "rulings"

    @property
    def double_dummy(self) -> Path:
        """What the double-dummy solver worked out for a deal, by the deal: a cache."""
        return self.project / "build" / "double-dummy"

    @property
    def index(self) -> Path:
        return self.project / "build" / "index"

    @property
    def parsed(self) -> Path:
        """The YAML files read most (the corpus's, editions.yaml), parsed, as JSON named by their
        bytes (:mod:`bridge_laws.corpus.mirror`): derived data, checked when read."""
        return self.project / "build" / "parsed"

    @property
    def extracted(self) -> Path:
        """What the slow format readers (PDF, DOCX) extracted, by the file's bytes: a cache. Beside
        the index, under the project like every output (``--laws /x/mylaws`` never writes ``/x/build``)."""
        return self.project / "build" / "extracted"

    @property
    def readings(self) -> Path:
        """What each source's reader made of it, by the source's bytes and the program: a cache
        (:mod:`bridge_laws.corpus.readings`)."""
        return self.project / "build" / "readings"

    @property
    def site(self) -> Path:
        return self.site_override or self.project / "site"

    @property
    def transaction(self) -> Path:
        """The journal of an import, unimport or build under way (see :mod:`transaction`)."""
        return self.laws / ".transaction"

    def with_site(self, site_dir: Path | None) -> "Paths":
        return Paths(self.laws, site_dir) if site_dir else self


class UnsafeDirectory(BridgeLawsError):
    """An output directory that the program did not build and must not replace."""


def is_ours(site: Path) -> bool:
    """A directory this program built (its marker, or the files only a build writes together)."""
    return (site / SITE_MARKER).is_file() or all((site / name).is_file() for name in _LEGACY_SITE)


def check_replaceable(site: Path, laws: Path) -> None:
    """Refuse to render a site into ``site`` when replacing it could lose anything: the laws
    directory or one of its ancestors (``--site-dir .`` in a checkout), a directory inside the
    sources or the corpus, or any existing non-empty directory that this program did not build."""
    site, laws = site.resolve(), laws.resolve()
    if site == laws or site in laws.parents:
        raise UnsafeDirectory(f"--site-dir {site} holds the laws directory {laws}: it would be replaced whole; "
                              "choose a directory of its own, e.g. site/")
    for inner in (laws / "sources", laws / "corpus"):
        if site == inner or inner in site.parents:
            raise UnsafeDirectory(f"--site-dir {site} is inside {inner}; choose a directory of its own")
    if site.exists() and not site.is_dir():
        raise UnsafeDirectory(f"--site-dir {site} is a file, not a directory")
    if site.is_dir() and any(site.iterdir()) and not is_ours(site):
        raise UnsafeDirectory(f"{site} exists and was not built by bridge-laws (no {SITE_MARKER} inside): "
                              "refusing to replace it; pass --site-dir with a new or empty directory")


def check_laws_dir(laws: str | Path, must_exist: bool = True) -> Path:
    """The laws directory the user named, refused when it cannot be one: empty (``--laws ''`` would
    mean the working directory), not a directory (``/dev/null``), or missing (never created)."""
    if not str(laws).strip():
        raise BridgeLawsError("--laws is empty: name the laws directory (the one holding sources/)")
    laws = Path(laws)
    if laws.exists() and not laws.is_dir():
        raise BridgeLawsError(f"--laws {laws}: not a directory")
    if must_exist and not laws.is_dir():
        raise BridgeLawsError(f"--laws {laws}: no such directory (it needs sources/ with sources.yaml)")
    return laws


def process_alive(pid: int) -> bool:
    """Whether a process that left a temporary directory (named with its pid) still runs."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def user_data_dir() -> Path:
    """This user's own directory, outside every project: ``$BRIDGE_LAWS_DATA``, else
    ``$XDG_DATA_HOME/bridge-laws``, else ``~/.local/share/bridge-laws``. It holds what must not
    travel with a laws directory or a build (the key that seals the search index)."""
    named = os.environ.get("BRIDGE_LAWS_DATA")
    if named:
        return Path(named)
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "bridge-laws"


def default_laws_dir() -> Path:
    """The repository's ``laws/``: found upward from the working directory, else beside the package."""
    here = Path.cwd()
    for d in (here, *here.parents):
        if (d / "laws" / "sources").is_dir():
            return d / "laws"
    return repo_laws_dir()


def repo_laws_dir() -> Path:
    """The ``laws/`` of the checkout this package runs from (an editable install)."""
    return Path(__file__).resolve().parents[2] / "laws"


def scratch_dir(target: Path, kind: str) -> Path:
    """A new, empty working directory beside ``target``, named for this process:
    ``.NAME-KIND-PID-…`` (``kind``: new for what is being made, old for what is set aside). Every stage names its temporary directories so,
    and :func:`remove_stale` is the one cleaner of what a killed run left."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        return Path(tempfile.mkdtemp(prefix=f"{_scratch_prefix(target)}{kind}-{os.getpid()}-", dir=target.parent))
    except OSError as exc:  # said of the directory asked for, not of the working one's generated name
        raise OSError(exc.errno, f"cannot make {target} ({exc.strerror or exc} in {target.parent})") from None


def _scratch_prefix(target: Path) -> str:
    return f".{target.name.lstrip('.')}-"


def replace_dir(new: Path, target: Path) -> None:
    """Put the directory ``new`` in the place of ``target`` by two renames: ``target`` is moved
    aside first (so that a kill between the renames leaves it whole there, for :func:`remove_stale`
    to put back), and removed once ``new`` is in place. Readers never see half a directory.

    Another process may swap the same target at the same moment (two index builds): when the
    target vanished before our first rename there is nothing to set aside, and when theirs is in
    place before our second, theirs is kept (it is as fresh) and ours removed."""
    # mkdtemp made ``new`` readable by its owner alone: put in place, it gets the mode any new
    # directory gets (a site served by a web server running as another user is read by it)
    try:
        os.chmod(new, 0o777 & ~umask())
    except OSError:
        pass
    aside = None
    if target.exists():
        aside = scratch_dir(target, "old")
        try:
            os.replace(target, aside)
        except FileNotFoundError:
            shutil.rmtree(aside, ignore_errors=True)
            aside = None
    try:
        os.rename(new, target)
    except OSError:
        shutil.rmtree(new, ignore_errors=True)
    if aside is not None:
        shutil.rmtree(aside, ignore_errors=True)


def umask() -> int:
    """This process's umask, left as it is (Linux says it in /proc; elsewhere it is set and put back)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def remove_stale(target: Path, restorable=lambda aside: True) -> None:
    """What killed runs left beside ``target``: their ``.NAME-KIND-PID-…`` directories, the process
    gone. A directory set aside by a swap cut between its two renames (``old``) goes back in place
    when ``target`` is missing and ``restorable`` accepts it; everything else of theirs is removed.
    Nothing that does not follow the naming (or whose process still runs) is touched."""
    prefix = _scratch_prefix(target)
    for stale in sorted(target.parent.glob(prefix + "*")) if target.parent.is_dir() else ():
        kind, _, rest = stale.name[len(prefix):].partition("-")
        pid = rest.split("-", 1)[0]
        if kind not in ("new", "old") or not pid.isdigit() or process_alive(int(pid)):
            continue
        if stale.is_symlink():  # never a directory of ours: a link put back would send writes where it points
            stale.unlink()
            continue
        if not stale.is_dir():
            continue
        if kind == "old" and not target.exists() and restorable(stale):
            stale.rename(target)
        else:
            shutil.rmtree(stale, ignore_errors=True)


# -- files of our own under laws/ and build/: never through a link, never a FIFO ---------------
# Anyone who can write the project can plant a symlink, a FIFO or a device in place of a file or a
# folder of ours (a shared folder, a cloned repository: git keeps symlinks). A file of ours is read
# only when it is a regular file, without following a link or waiting on a FIFO; written through a
# temp file of an unguessable name (O_EXCL: never an existing path) renamed over it; a folder of
# ours that is a link is removed, not followed.

def regular_bytes(path: Path, limit: int | None = None) -> bytes:
    """The bytes of ``path`` if it is a regular file (of at most ``limit`` bytes); OSError
    otherwise. A FIFO is opened without waiting, and refused; a symlink is not followed (a ruling
    linked to /etc/shadow printed its lines in the schema's complaint; a link to /dev/zero grew a
    read to 24 GB)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0))
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise OSError(errno.ELOOP, "a symlink: a file of ours is never read through one") from None
        raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, "not a regular file (a FIFO, a device or a directory)")
        if limit is not None and info.st_size > limit:
            raise OSError(errno.EFBIG, f"larger than a file of ours is ({info.st_size:,} bytes)")
        with open(fd, "rb", closefd=False) as f:
            return f.read()
    finally:
        os.close(fd)


def own_dir(path: Path) -> Path:
    """``path`` as a folder of ours, made: in ``build/``, a symlink for it (or for ``build/``
    itself, or a folder between) is removed, never followed — a linked ``build/parsed`` had its
    user's files deleted and ours written there. Elsewhere (``laws/sources``) a link is the user's
    own setup, and left. Returns ``path``."""
    if "build" in path.parts:
        for folder in (path, *path.parents):
            if folder.is_symlink():
                folder.unlink()
            if folder.name == "build":
                break
    path.mkdir(parents=True, exist_ok=True)
    return path


def write_replacing(path: Path, data: bytes | str) -> None:
    """Write ``data`` to ``path`` whole or not at all: a temp file beside it (``mkstemp``: an
    unguessable name, created exclusively, so never a planted link) renamed over it; its folder a
    folder of ours (:func:`own_dir`). A file written so is readable as any other (not mkstemp's 0600)."""
    own_dir(path.parent)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}-", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data.encode("utf-8") if isinstance(data, str) else data)
        os.chmod(tmp, 0o666 & ~umask())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
