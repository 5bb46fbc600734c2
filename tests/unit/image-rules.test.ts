import { describe, expect, it } from "vitest";
import {
  acceptAttribute,
  checkDimensions,
  checkFiles,
  claimedFormat,
  compressionTarget,
  formatFileSize,
  IMAGE_UPLOAD_RULES,
  imageWarnings,
  type FileDescriptor,
} from "@/lib/media/image-rules";
import { sniffImageFormat } from "@/lib/media/sniff-image-format";

const MB = 1024 * 1024;
const posts = IMAGE_UPLOAD_RULES.default;
const profile = IMAGE_UPLOAD_RULES.profile;
const file = (name: string, type: string, size = 200_000): FileDescriptor => ({ name, type, size });
const messages = (issues: { message: string }[]) => issues.map((issue) => issue.message);
const checkFile = (one: FileDescriptor, rules = posts) => checkFiles([one], rules);

describe("upload rules table (SPEC.md section 5)", () => {
  it("has the default and profile limits", () => {
    expect(posts).toEqual({
      allowedFormats: ["jpeg", "jpg", "png", "gif", "webp"],
      maxFileSize: 25 * MB,
      maxWidth: 6000,
      maxHeight: 6000,
      minWidth: 50,
      minHeight: 50,
      maxFilesPerUpload: 1,
      maxTotalSize: 25 * MB,
    });
    expect(profile).toMatchObject({ allowedFormats: ["jpeg", "jpg", "png", "webp"], maxFileSize: 5 * MB, maxWidth: 2048, maxHeight: 2048, minWidth: 100, minHeight: 100, maxFilesPerUpload: 1 });
  });

  it("builds the file input's accept list from the formats", () => {
    expect(acceptAttribute(posts)).toBe("image/jpeg,image/png,image/gif,image/webp,.jpeg,.jpg,.png,.gif,.webp");
    expect(acceptAttribute(profile)).toBe("image/jpeg,image/png,image/webp,.jpeg,.jpg,.png,.webp");
  });
});

describe("formatFileSize", () => {
  it.each([
    [0, "0 Bytes"],
    [512, "512 Bytes"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [200_000, "195.31 KB"],
    [25 * MB, "25 MB"],
    [26 * MB + 300, "26 MB"],
    [3 * 1024 * MB, "3 GB"],
    [5000 * 1024 * MB, "5000 GB"],
  ])("%i bytes is %s", (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});

describe("checkFiles on one file", () => {
  it("accepts every allowed format by MIME type or by extension", () => {
    for (const [name, type] of [["a.jpg", "image/jpeg"], ["a.jpeg", "image/jpeg"], ["a.png", "image/png"], ["a.gif", "image/gif"], ["a.webp", "image/webp"], ["a.webp", ""], ["a.JPG", "application/octet-stream"]]) {
      expect(checkFile(file(name, type)), name + type).toEqual([]);
    }
  });

  it("refuses other formats and names the supported ones", () => {
    expect(messages(checkFile(file("a.bmp", "image/bmp")))).toEqual([
      'File format "image/bmp" is not allowed. Supported formats: jpeg, jpg, png, gif, webp',
    ]);
    expect(messages(checkFile(file("a.gif", "image/gif"), profile))).toEqual([
      'File format "image/gif" is not allowed. Supported formats: jpeg, jpg, png, webp',
    ]);
    expect(messages(checkFile(file("notes.txt", "")))[0]).toBe('File format "txt" is not allowed. Supported formats: jpeg, jpg, png, gif, webp');
    expect(messages(checkFile(file("README", "")))[0]).toBe('File format "unknown" is not allowed. Supported formats: jpeg, jpg, png, gif, webp');
    expect(checkFile(file("doc.png", "application/pdf"))[0].code).toBe("FORMAT_NOT_ALLOWED");
  });

  it("refuses empty files", () => {
    expect(checkFile(file("a.png", "image/png", 0))).toEqual([{ code: "EMPTY_OR_CORRUPTED", message: "File appears to be empty or corrupted" }]);
  });

  it("refuses files over the size limit of their kind", () => {
    expect(checkFile(file("a.png", "image/png", 25 * MB))).toEqual([]);
    expect(messages(checkFile(file("a.png", "image/png", 25 * MB + 1)))).toEqual(["File size (25 MB) exceeds maximum allowed size of 25 MB"]);
    expect(messages(checkFile(file("a.png", "image/png", 6 * MB), profile))).toEqual(["File size (6 MB) exceeds maximum allowed size of 5 MB"]);
  });

  it.each(["evil.exe", "evil.exe.png", "run.BAT.jpg", "x.cmd.gif", "saver.scr.webp", "old.pif.jpeg"])("refuses the executable name %s", (name) => {
    expect(messages(checkFile(file(name, "image/png")))).toContain("File appears to contain executable content and cannot be uploaded");
  });
});

describe("checkFiles over a set", () => {
  it("allows one file and refuses more, before looking at each file", () => {
    expect(checkFiles([file("a.png", "image/png")], posts)).toEqual([]);
    expect(messages(checkFiles([file("a.png", "image/png"), file("b.bmp", "image/bmp")], posts))).toEqual(["Too many files. Maximum 1 files allowed"]);
  });

  it("names the file's own size before the total", () => {
    expect(messages(checkFiles([file("a.png", "image/png", 30 * MB)], posts))).toEqual(["File size (30 MB) exceeds maximum allowed size of 25 MB"]);
  });

  it("refuses a total over the limit when each file is within it", () => {
    const threeFiles = { ...posts, maxFilesPerUpload: 3 };
    const files = [10, 10, 6].map((size, index) => file(`${index}.png`, "image/png", size * MB));
    expect(messages(checkFiles(files, threeFiles))).toEqual(["Total file size (26 MB) exceeds maximum allowed size of 25 MB"]);
    expect(checkFiles(files.slice(0, 2), threeFiles)).toEqual([]);
  });
});

describe("checkFiles safety check", () => {
  it("flags an unusually large file over 50 MB", () => {
    expect(checkFile(file("a.png", "image/png", 50 * MB)).map((issue) => issue.code)).not.toContain("UNUSUALLY_LARGE");
    expect(checkFile(file("a.png", "image/png", 60 * MB))).toContainEqual({ code: "UNUSUALLY_LARGE", message: "File is unusually large (60 MB)" });
  });

  it("flags an extension that does not match the type, treating jpg and jpeg alike", () => {
    expect(checkFile(file("photo.jpg", "image/jpeg"))).toEqual([]);
    expect(checkFile(file("photo.JPEG", "image/jpg"))).toEqual([]);
    expect(checkFile(file("photo", "image/png"))).toEqual([]);
    expect(checkFile(file("photo.png", ""))).toEqual([]);
    expect(checkFile(file("photo.png", "image/jpeg"))).toEqual([{ code: "EXTENSION_MISMATCH", message: "File extension does not match the file type" }]);
    expect(checkFile(file("photo.txt", "image/gif"))[0].code).toBe("EXTENSION_MISMATCH");
  });
});

describe("checkDimensions", () => {
  it("accepts the limits themselves", () => {
    expect(checkDimensions({ width: 6000, height: 6000 }, posts)).toEqual([]);
    expect(checkDimensions({ width: 50, height: 50 }, posts)).toEqual([]);
    expect(checkDimensions({ width: 100, height: 2048 }, profile)).toEqual([]);
  });

  it("refuses dimensions over the maximum", () => {
    expect(messages(checkDimensions({ width: 6001, height: 100 }, posts))).toEqual(["Image dimensions (6001×100) exceed maximum allowed size of 6000×6000"]);
    expect(messages(checkDimensions({ width: 300, height: 2049 }, profile))).toEqual(["Image dimensions (300×2049) exceed maximum allowed size of 2048×2048"]);
  });

  it("refuses dimensions under the minimum", () => {
    expect(messages(checkDimensions({ width: 10, height: 10 }, posts))).toEqual(["Image dimensions (10×10) are below minimum required size of 50×50"]);
    expect(messages(checkDimensions({ width: 500, height: 99 }, profile))).toEqual(["Image dimensions (500×99) are below minimum required size of 100×100"]);
  });

  it("reports unreadable dimensions", () => {
    for (const dimensions of [null, { width: 0, height: 0 }, { width: Number.NaN, height: 10 }]) {
      expect(messages(checkDimensions(dimensions, posts))).toEqual(["Could not read image dimensions. File may be corrupted"]);
    }
  });
});

describe("imageWarnings", () => {
  const png = file("a.png", "image/png");

  it("warns of an extreme aspect ratio above 5 or below 0.2", () => {
    expect(imageWarnings(png, { width: 500, height: 100 })).toEqual([]);
    expect(imageWarnings(png, { width: 100, height: 500 })).toEqual([]);
    expect(imageWarnings(png, { width: 501, height: 100 })).toEqual(["Image has an extreme aspect ratio and may not display well"]);
    expect(imageWarnings(png, { width: 100, height: 501 })).toEqual(["Image has an extreme aspect ratio and may not display well"]);
  });

  it("warns of a side above 2048", () => {
    expect(imageWarnings(png, { width: 2048, height: 2048 })).toEqual([]);
    expect(imageWarnings(png, { width: 2049, height: 1000 })).toEqual(["Large image may take longer to load. It will be compressed before upload"]);
    expect(imageWarnings(file("a.gif", "image/gif"), { width: 1000, height: 3000 })).toEqual(["Large image may take longer to load"]);
  });

  it("warns of a GIF above 5 MB", () => {
    const dimensions = { width: 400, height: 300 };
    expect(imageWarnings(file("a.gif", "image/gif", 5 * MB), dimensions)).toEqual([]);
    expect(imageWarnings(file("a.gif", "image/gif", 6 * MB), dimensions)).toEqual(["Large GIF (6 MB) may take longer to load"]);
    expect(imageWarnings(file("a.png", "image/png", 6 * MB), dimensions)).toEqual([]);
  });
});

describe("compressionTarget", () => {
  it("keeps images within 1920×1920 at their size, quality 0.8", () => {
    expect(compressionTarget("jpeg", { width: 1920, height: 1080 })).toEqual({ width: 1920, height: 1080, quality: 0.8 });
    expect(compressionTarget("png", { width: 800, height: 600 })).toEqual({ width: 800, height: 600, quality: 0.8 });
  });

  it("scales larger images into 1920×1920 keeping the aspect ratio", () => {
    expect(compressionTarget("jpeg", { width: 2560, height: 1440 })).toEqual({ width: 1920, height: 1080, quality: 0.8 });
    expect(compressionTarget("webp", { width: 1000, height: 3000 })).toEqual({ width: 640, height: 1920, quality: 0.8 });
  });

  it("uses quality 0.7 when a side exceeds 3000", () => {
    expect(compressionTarget("jpg", { width: 4000, height: 3000 })).toEqual({ width: 1920, height: 1440, quality: 0.7 });
    expect(compressionTarget("png", { width: 1000, height: 3001 })).toEqual({ width: 640, height: 1920, quality: 0.7 });
  });

  it("never compresses GIFs or unknown formats", () => {
    expect(compressionTarget("gif", { width: 4000, height: 3000 })).toBeNull();
    expect(compressionTarget(null, { width: 4000, height: 3000 })).toBeNull();
  });
});

describe("claimedFormat", () => {
  it("prefers the image MIME type, then the extension", () => {
    expect(claimedFormat(file("a.png", "image/jpeg"))).toBe("jpeg");
    expect(claimedFormat(file("a.PNG", ""))).toBe("png");
    expect(claimedFormat(file("a", ""))).toBeNull();
  });
});

describe("sniffImageFormat", () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(values.flatMap((value) => (typeof value === "string" ? [...value].map((c) => c.charCodeAt(0)) : [value])));

  it("recognises the four storable formats by their magic numbers", () => {
    expect(sniffImageFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(sniffImageFormat(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    expect(sniffImageFormat(bytes("GIF87a"))).toBe("gif");
    expect(sniffImageFormat(bytes("GIF89a", 1))).toBe("gif");
    expect(sniffImageFormat(bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 "))).toBe("webp");
  });

  it("recognises nothing else", () => {
    expect(sniffImageFormat(bytes())).toBeNull();
    expect(sniffImageFormat(bytes("hello world"))).toBeNull();
    expect(sniffImageFormat(bytes("RIFF", 0, 0, 0, 0, "WAVEfmt "))).toBeNull();
    expect(sniffImageFormat(bytes("BM", 0, 0))).toBeNull();
    expect(sniffImageFormat(bytes("<svg xmlns='http://www.w3.org/2000/svg'>"))).toBeNull();
    expect(sniffImageFormat(bytes(0x89, "PNG"))).toBeNull();
  });
});
